import { QUEUE_PASS_MINUTES, type QueuePass, type WaitingRoom } from '@ticketmela/domain';
import { useEffect, useRef, useState } from 'react';

/** How often the clocks on the queue screens move: twice a second, so no second is skipped or shown twice. */
const TICK_MS = 500;
/** The room's last answers whose clock readings count (about ten seconds of polls). */
const CLOCK_SAMPLES = 5;

/**
 * The browser's time, moving while `active`; null until the screen is on the page (the page the server draws, and
 * the first render that takes it over, show no running clock, so they are the same).
 */
export function useNow(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * How far the server's clock is ahead of the browser's, in milliseconds, from the room's `serverTime` and when its
 * answer arrived. The server makes the answer once a second for everyone, so a reading is up to a second old: the
 * largest of the last few readings is the closest, and the countdown never steps back when a staler one arrives.
 */
export function useServerOffset(room: WaitingRoom | undefined, receivedAt: number): number {
  const samples = useRef<{ receivedAt: number; offset: number }[]>([]);
  if (room && receivedAt > 0 && !samples.current.some((sample) => sample.receivedAt === receivedAt)) {
    const offset = Date.parse(room.serverTime) - receivedAt;
    if (Number.isFinite(offset)) {
      samples.current = [...samples.current, { receivedAt, offset }].slice(-CLOCK_SAMPLES);
    }
  }
  return samples.current.length === 0 ? 0 : Math.max(...samples.current.map((sample) => sample.offset));
}

/** The parts of a countdown: whole days, hours, minutes and seconds left (seconds rounded up). */
export function countdownParts(milliseconds: number) {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** '9:41': a pass's minutes and seconds left. */
export function formatMinutesSeconds(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A pass's time left by the server's clock, never more than a pass is given (a clock read a few milliseconds behind
 * would show 10:01 of a 10-minute pass).
 */
export function passTimeLeft(pass: QueuePass, serverNow: number): number {
  return Math.min(Date.parse(pass.expiresAt) - serverNow, QUEUE_PASS_MINUTES * 60_000);
}
