// The text of a PDF, read by pdf-parse (pdf.js) in a child Node process: pdf.js loads its worker
// with a dynamic import, which jest's CommonJS sandbox does not allow. Reuse for any PDF test.
import { execFile } from 'node:child_process';
import path from 'node:path';

const SCRIPT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
`;

export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: path.resolve(__dirname, '..', '..'), maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { text: string; pages: number });
      },
    );
    child.stdin!.end(Buffer.from(pdf));
  });
}
