import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A sentence may end right after a link: its full stop or bracket is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

type Piece = { kind: 'text'; value: string } | { kind: 'link'; value: string };

export function splitLinks(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) pieces.push({ kind: 'text', value: text.slice(last, start) });
    pieces.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', value: text.slice(last) });
  return pieces;
}

/** Plain e-mail text with its http(s) addresses as links; React escapes the rest, no HTML is injected. */
export function LinkedText({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {splitLinks(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.value} className="break-all text-primary underline underline-offset-2">
            {piece.value}
          </a>
        ) : (
          <Fragment key={index}>{piece.value}</Fragment>
        ),
      )}
    </p>
  );
}
