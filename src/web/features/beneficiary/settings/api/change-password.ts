import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

/** better-auth's endpoint behind our allow-list; this device gets a fresh session cookie. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiFetch<unknown>('/api/auth/change-password', { body: { ...input } }),
  });
}
