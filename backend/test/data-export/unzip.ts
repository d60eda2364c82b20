import { fromBuffer, ZipFile } from 'yauzl';

/** Every file of a ZIP by its path, read with yauzl (an unzip written by others than our writer). */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) => fromBuffer(archive, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return files;
}

export function jsonOf<T = unknown>(files: Map<string, Buffer>, name: string): T {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the archive: ${[...files.keys()].join(', ')}`);
  return JSON.parse(file.toString('utf8')) as T;
}
