/**
 * Reads a PDF's text back as rows of cells (tests only): items on the same baseline (within
 * 2 pt) form a row, left to right; rows top to bottom, page after page. unpdf ships PDF.js.
 */
import { extractTextItems } from 'unpdf';

export async function readPdfRows(bytes: Uint8Array): Promise<string[][]> {
  const { items } = await extractTextItems(new Uint8Array(bytes));
  const rows: string[][] = [];
  for (const page of items) {
    const lines: { y: number; cells: { x: number; text: string }[] }[] = [];
    for (const item of page) {
      const text = item.str.trim();
      if (text === '') continue;
      let line = lines.find((l) => Math.abs(l.y - item.y) <= 2);
      if (!line) {
        line = { y: item.y, cells: [] };
        lines.push(line);
      }
      line.cells.push({ x: item.x, text });
    }
    lines.sort((a, b) => b.y - a.y);
    for (const line of lines) rows.push(line.cells.sort((a, b) => a.x - b.x).map((c) => c.text));
  }
  return rows;
}

/** '£1,234.56' → 123456 (pence). */
export function penceOf(text: string): number {
  const match = /^(-)?£([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const pence = Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -pence : pence;
}
