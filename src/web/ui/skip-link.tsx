import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id every page gives its `<main>`, so one skip link fits every layout. */
export const MAIN_CONTENT_ID = 'main-content';

/*
 * The first Tab stop of every page: hidden until focused, then shown over the header. Following the link
 * by hash alone would scroll without moving keyboard focus (a `<main>` is not focusable) and would add a
 * hash to the address the router then keeps; focusing the element by hand does neither.
 */
function moveFocusToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={moveFocusToMain}
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-3 focus:font-semibold focus:text-primary-foreground focus:shadow-lg"
    >
      {t('skipToMain')}
    </a>
  );
}
