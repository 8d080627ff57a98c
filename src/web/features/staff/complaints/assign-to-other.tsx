import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { Button } from '@web/ui/button';
import { Select } from '@web/ui/select';
import { useAssignableStaff } from './api/get-assignable-staff';

/**
 * Admins hand a case to an active colleague who works with its person; a sensitive case only to colleagues
 * with safeguarding (the server chooses who qualifies).
 */
export function AssignToOther({
  item,
  disabled,
  onAssign,
}: {
  item: FeedbackStaffCase;
  disabled: boolean;
  onAssign: (userId: string) => Promise<void>;
}) {
  const { t } = useTranslation('staff-feedback');
  const staff = useAssignableStaff(item.id, true);
  const [userId, setUserId] = useState('');
  const candidates = (staff.data ?? []).filter((member) => member.userId !== item.assignedTo?.id);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (userId) void onAssign(userId).then(() => setUserId(''));
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium sm:max-w-sm">
        {t('actions.assignTo')}
        <Select value={userId} onChange={(event) => setUserId(event.target.value)}>
          <option value="">{t('actions.assignToPlaceholder')}</option>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name} ({member.email})
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" variant="outline" disabled={disabled || !userId}>
        {t('actions.assign')}
      </Button>
    </form>
  );
}
