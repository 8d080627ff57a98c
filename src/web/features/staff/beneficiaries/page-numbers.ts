/**
 * The page buttons to show: the first, the last, and the current one with its
 * neighbours; null marks a gap ("…"). 1 … 4 5 6 … 1285.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push(n - previous === 2 ? n - 1 : null);
    result.push(n);
  });
  return result;
}
