import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams a file of `size` bytes into a response; true when every byte was handed to the connection.
 * The browser closes the connection as soon as it holds Content-Length bytes, which on a busy server can
 * come before the file's end is read (another trip through the thread pool) and so fail the pipeline:
 * what counts is the bytes sent, not how the pipeline ended.
 */
export async function sendWhole(file: Readable, size: number, res: Writable): Promise<boolean> {
  let sent = 0;
  const counted = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      sent += chunk.length;
      yield chunk;
    }
  };
  return pipeline(file, counted, res).then(
    () => true,
    () => sent >= size,
  );
}
