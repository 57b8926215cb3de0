/**
 * A real one-page PDF of exactly `bytes` bytes (at least 700): header, catalog, page, a content stream padded with
 * comment lines, a cross-reference table with true offsets, trailer, `startxref` and `%%EOF`, so
 * it passes any check that parses a PDF's structure.
 */
export function pdfOfSize(bytes: number): Uint8Array {
  // The padding decides the size; the offsets' digits move it a little, so measure and correct.
  let padding = Math.max(0, bytes - 700);
  for (;;) {
    const pdf = pdfWithPadding(padding);
    if (pdf.length === bytes || padding + bytes - pdf.length < 0) return pdf;
    padding += bytes - pdf.length;
  }
}

function pdfWithPadding(streamLength: number): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const line = '% Lago Serena curriculum vitae, padding line\n';
  const stream = line.repeat(Math.ceil(streamLength / line.length)).slice(0, streamLength);
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let text = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1: one byte per character, so the offsets above are byte offsets.
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}
