import { CircleCheck, CircleX, Hourglass, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApplicantSelectionState, ApplicationSelection } from '@domain/programmes/programme-selection';
import { cn } from '@web/ui/cn';

const LOOKS: Record<ApplicantSelectionState, { icon: LucideIcon; tone: string }> = {
  selected: { icon: CircleCheck, tone: 'border-green-200 bg-green-50 text-green-900' },
  waiting: { icon: Hourglass, tone: 'border-blue-200 bg-blue-50 text-blue-900' },
  not_eligible: { icon: CircleX, tone: 'border-red-200 bg-red-50 text-red-900' },
  withdrawn: { icon: Undo2, tone: 'border-slate-200 bg-slate-50 text-slate-800' },
};

/** The person's place: selected, or their number on the waiting list (their own rank only, never others'). */
export function SelectionNote({ selection }: { selection: ApplicationSelection }) {
  const { t } = useTranslation('programmes');
  const { state, rank } = selection;
  if (state === null) return null;
  const { icon: Icon, tone } = LOOKS[state];
  const text = state === 'waiting' && rank !== null ? t('selection.waitingRank', { rank }) : t(`selection.${state}`);
  return (
    <p className={cn('flex gap-2 rounded-md border p-3 text-sm', tone)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
