import { describe, expect, it } from 'vitest';
import { addDocuments, formatFileSize } from './document-rules.ts';

const file = (name: string, type = 'application/pdf', size = 1000) => ({ name, type, size });

describe('addDocuments', () => {
  it('adds PDF, JPEG and PNG files', () => {
    const { files, problems } = addDocuments([], [file('a.pdf'), file('b.jpg', 'image/jpeg'), file('c.png', 'image/png')]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.jpg', 'c.png']);
    expect(problems).toEqual([]);
  });

  it('refuses other types and files over 10 MB', () => {
    const { files, problems } = addDocuments([], [file('a.docx', 'application/msword'), file('big.pdf', 'application/pdf', 11 * 1024 * 1024)]);
    expect(files).toEqual([]);
    expect(problems).toEqual([
      { kind: 'type', name: 'a.docx' },
      { kind: 'size', name: 'big.pdf', maxMb: 10 },
    ]);
  });

  it('stops at five files and says so once', () => {
    const many = Array.from({ length: 7 }, (_, i) => file(`${i}.pdf`));
    const { files, problems } = addDocuments([], many);
    expect(files).toHaveLength(5);
    expect(problems).toEqual([{ kind: 'count', max: 5 }]);
  });

  it('does not add the same file twice', () => {
    const first = file('a.pdf');
    expect(addDocuments([first], [file('a.pdf')]).files).toHaveLength(1);
  });
});

describe('formatFileSize', () => {
  it('reads kilobytes and megabytes', () => {
    expect(formatFileSize(350 * 1024)).toBe('350\u00a0КБ');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2,4\u00a0МБ');
  });
});
