import { Plus, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addSkill, type ProfileUpdate } from '@domain/beneficiary-profile';
import { Button } from '@web/ui/button';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';

/**
 * The skills tag list: type a skill and press Enter or Add (trimmed, no
 * duplicates); a tag is a button that removes it. Each change is announced,
 * and focus returns to the input so a keyboard user never loses their place.
 */
export function SkillsField() {
  const { t } = useTranslation('profile');
  // watch/setValue rather than useController: the same behaviour without shipping more of the form library.
  const { watch, setValue, formState } = useFormContext<ProfileUpdate>();
  const skills = watch('skills');
  const change = (next: string[]) =>
    setValue('skills', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState({ text: '', visible: false });
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = formState.errors.skills?.message;

  const add = () => {
    const skill = draft.trim();
    if (!skill) return;
    const next = addSkill(skills, skill);
    if (next.length === skills.length) {
      setNotice({ text: t('skills.duplicate', { skill }), visible: true });
      return;
    }
    change(next);
    setDraft('');
    setNotice({ text: t('skills.added', { skill }), visible: false });
  };

  const remove = (skill: string) => {
    change(skills.filter((existing) => existing !== skill));
    setNotice({ text: t('skills.removed', { skill }), visible: false });
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>{t('fields.skills')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          value={draft}
          maxLength={60}
          placeholder={t('skills.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} className="shrink-0">
          <Plus aria-hidden="true" />
          {t('skills.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('skills.hint')}
      </p>
      <p role="status" className={notice.visible ? 'text-sm text-amber-900' : 'sr-only'}>
        {notice.text}
      </p>
      {error && <p className="text-sm text-destructive">{t(error)}</p>}
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('skills.empty')}</p>
      ) : (
        <ul aria-label={t('skills.listLabel')} className="flex flex-wrap gap-2 pt-1">
          {skills.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                aria-label={t('skills.remove', { skill })}
                onClick={() => remove(skill)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-blue-200 bg-blue-50 px-3 text-sm font-medium text-blue-900 hover:bg-blue-100"
              >
                {skill}
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
