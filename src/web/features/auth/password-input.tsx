import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@web/ui/input';

/**
 * A password box with a show/hide button: typing a password on a small phone
 * keyboard is error-prone, and seeing it saves a failed attempt.
 */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        className="pe-11"
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={t('fields.showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-slate-600 hover:text-slate-900"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
