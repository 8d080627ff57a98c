import { lazy, Suspense } from 'react';
import { useToastHostWanted } from '@web/lib/toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounted once at the root; loads sonner only when the first toast is shown (see lib/toast.ts). */
export function ToastHost() {
  const wanted = useToastHostWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeButton position="top-center" />
    </Suspense>
  );
}
