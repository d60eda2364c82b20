// Prints the text of the PDF read from stdin, as a PDF reader extracts it (pdf-parse, on PDF.js).
// Run as its own Node process: PDF.js loads its worker with a dynamic import, which jest's module
// sandbox refuses.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text, total } = await parser.getText();
  process.stdout.write(JSON.stringify({ pages: total, text }));
} finally {
  await parser.destroy();
}
