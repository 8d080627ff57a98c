import { createBrowserRouter } from 'react-router';
import type { UserType } from '../domain/user-types';

/*
 * Every page is its own chunk, loaded when its route is opened, so the landing
 * and auth pages never download a portal's code. Features do not import each
 * other: the router composes the portal guard around each portal here.
 */
function guardedPortal(portal: UserType, loadPortal: () => Promise<React.ComponentType>) {
  return async () => {
    const [{ PortalGuard }, Portal] = await Promise.all([import('./features/portal-access/portal-guard'), loadPortal()]);
    return {
      Component: () => (
        <PortalGuard portal={portal}>
          <Portal />
        </PortalGuard>
      ),
    };
  };
}

export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./features/app-shell/root-layout')).RootLayout }),
    HydrateFallback: () => null,
    errorElement: undefined,
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./features/errors/route-error-page')).RouteErrorPage }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./features/landing/landing-page')).LandingPage }) },
          {
            path: 'auth/forgot-password',
            lazy: async () => ({ Component: (await import('./features/auth/forgot-password-page')).ForgotPasswordPage }),
          },
          {
            path: 'auth/reset-password',
            lazy: async () => ({ Component: (await import('./features/auth/reset-password-page')).ResetPasswordPage }),
          },
          { path: 'auth/:type', lazy: async () => ({ Component: (await import('./features/auth/auth-page')).AuthPage }) },
          {
            path: 'beneficiary/*',
            lazy: guardedPortal('beneficiary', async () => (await import('./features/beneficiary/beneficiary-portal')).BeneficiaryPortal),
          },
          {
            path: 'staff/*',
            lazy: guardedPortal('staff', async () => (await import('./features/staff/staff-console')).StaffConsole),
          },
          {
            path: 'employer/*',
            lazy: guardedPortal('employer', async () => (await import('./features/employer/employer-portal')).EmployerPortal),
          },
          { path: 'dev/inbox', lazy: async () => ({ Component: (await import('./features/dev-inbox/inbox-page')).InboxPage }) },
          { path: '*', lazy: async () => ({ Component: (await import('./features/not-found/not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
]);
