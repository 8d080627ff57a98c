/** `LIKE` treats %, _ and \ as special: typed text must match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
