import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts (or, when told, holds or refuses) what nodemailer
 * sends and keeps every accepted message, parsed. It can be stopped and started again on the same port, to
 * play a mail server that is down.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;
  /** While set, the next message's data is held before the server answers, until `release()` (a send in flight). */
  private holdGate: { promise: Promise<void>; release: () => void; onHeld: () => void } | null = null;
  private heldRelease: (() => void) | null = null;
  /** How many of the next messages are refused with a temporary failure (451), as a busy server does. */
  private refusalsLeft = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          if (this.refusalsLeft > 0) {
            this.refusalsLeft -= 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          const gate = this.holdGate;
          if (gate) {
            this.holdGate = null;
            gate.onHeld();
            await gate.promise;
            // A held message is refused when released: its sender is gone, so it was never accepted.
            callback(
              Object.assign(new Error('Connection lost before the message was accepted'), {
                responseCode: 451,
              }),
            );
            return;
          }
          try {
            this.received.push(await simpleParser(Buffer.concat(chunks), { keepCidLinks: true }));
            callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** A port nobody listens on yet: `start()` later binds it (the mail server "comes back"). */
  async reservePortAndStop(): Promise<void> {
    await this.start();
    await this.stop();
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Holds the next message's data without answering (later ones are accepted as usual); resolves once it
   * is held. `release()` then refuses it, as a server does whose client went away mid-send.
   */
  holdNextMessage(): Promise<void> {
    let release: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.heldRelease = release;
    return new Promise<void>((resolve) => {
      this.holdGate = { promise, release, onHeld: resolve };
    });
  }

  /** Refuses the next `count` messages with a temporary failure (451); later ones are accepted. */
  refuseNextMessages(count = 1): void {
    this.refusalsLeft = count;
  }

  release(): void {
    this.heldRelease?.();
    this.heldRelease = null;
  }
}
