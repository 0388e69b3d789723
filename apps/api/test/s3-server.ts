import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one built-in account: requests signed with another access key id are refused. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this bucket. */
  env: Record<string, string>;
  /** A client of its own, to look into the bucket behind the app's back. */
  client: S3Client;
  /** The object's bytes and stored type, or null when the bucket has no such key. */
  getObject(key: string): Promise<{ bytes: Buffer; contentType: string | undefined } | null>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for a test file (s3rver: the S3 REST API over HTTP, objects in a temporary folder),
 * on a free port of 127.0.0.1, with one bucket created through the API as an operator would.
 */
export async function startTestS3Server(bucket = 'ticketmela-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ticketmela-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    client,
    async getObject(key) {
      try {
        const output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          bytes: Buffer.from(await output.Body!.transformToByteArray()),
          contentType: output.ContentType,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      // Keep-alive sockets of the app's own client would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
