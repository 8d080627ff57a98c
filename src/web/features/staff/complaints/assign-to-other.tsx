import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStaffCase } from '@domain/feedback-handling';
import { Button } from '@web/ui/button';
import { Select } from '@web/ui/select';
import { useAssignableStaff } from './api/get-assignable-staff';

/** Admins hand a case to an active colleague; a sensitive case only to colleagues with safeguarding. */
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
  const staff = useAssignableStaff(true);
  const [userId, setUserId] = useState('');
  const candidates = (staff.data ?? []).filter(
    (member) => member.userId !== item.assignedTo?.id && (!item.sensitive || member.safeguarding),
  );
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
              {member.firstName} {member.lastName} ({member.email})
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
