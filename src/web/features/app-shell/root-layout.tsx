import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';

/** Wraps every page: toasts and scroll restoration on back/forward. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Toaster richColors closeButton position="top-center" />
    </>
  );
}
