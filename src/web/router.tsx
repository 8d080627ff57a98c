import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { UserType } from '@domain/user-types';
import { retryImport } from './features/errors/chunk-load';
import { RouteErrorPage } from './features/errors/route-error-page';
import { ErrorBoundary } from './lib/error-boundary';
import { ToastHost } from './ui/toast-host';

/*
 * Every page is its own chunk, downloaded when its route is opened, so the
 * landing and auth pages never carry a portal's code. Declarative routes (not
 * the data router) because the data router costs every phone 17 KB more.
 * Features do not import each other: the portal guard is composed here.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  // A dropped connection gets a couple more tries; then RouteErrorPage says the device is offline.
  return lazy(async () => ({ default: (await retryImport(load, { canRetry: () => navigator.onLine }))[name] }));
}

const LandingPage = page(() => import('./features/landing/landing-page'), 'LandingPage');
const AuthPage = page(() => import('./features/auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = page(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage');
const BeneficiaryPortal = page(() => import('./features/beneficiary/beneficiary-portal'), 'BeneficiaryPortal');
const StaffConsole = page(() => import('./features/staff/staff-console'), 'StaffConsole');
const EmployerPortal = page(() => import('./features/employer/employer-portal'), 'EmployerPortal');
const InboxPage = page(() => import('./features/dev-inbox/inbox-page'), 'InboxPage');
const UssdPage = page(() => import('./features/dev-ussd/ussd-page'), 'UssdPage');
const NotFoundPage = page(() => import('./features/not-found/not-found-page'), 'NotFoundPage');
const PortalGuard = lazy(async () => ({
  default: (await import('./features/portal-access/portal-guard')).PortalGuard,
}));
const QueryProvider = lazy(async () => ({ default: (await import('./lib/query-provider')).QueryProvider }));

function guarded(portal: UserType, portalElement: ReactNode) {
  return (
    <QueryProvider>
      <PortalGuard portal={portal}>{portalElement}</PortalGuard>
    </QueryProvider>
  );
}

export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <ErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteErrorPage error={error} />}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
            <Route path="/auth/:type" element={<AuthPage />} />
            <Route path="/beneficiary/*" element={guarded('beneficiary', <BeneficiaryPortal />)} />
            <Route path="/staff/*" element={guarded('staff', <StaffConsole />)} />
            <Route path="/employer/*" element={guarded('employer', <EmployerPortal />)} />
            <Route
              path="/dev/inbox"
              element={
                <QueryProvider>
                  <InboxPage />
                </QueryProvider>
              }
            />
            <Route
              path="/dev/ussd"
              element={
                <QueryProvider>
                  <UssdPage />
                </QueryProvider>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <ToastHost />
    </>
  );
}
