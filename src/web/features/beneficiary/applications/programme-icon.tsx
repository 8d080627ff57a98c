import { Banknote, GraduationCap, HandHeart, Store } from 'lucide-react';

const ICONS = { cash_transfer: Banknote, skills_training: GraduationCap, business_support: Store };

/** A decorative icon for a programme's type; the name next to it says what it is. */
export function ProgrammeIcon({ type }: { type: string }) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? HandHeart;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
