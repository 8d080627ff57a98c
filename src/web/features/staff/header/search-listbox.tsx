import { useTranslation } from 'react-i18next';
import { cn } from '@web/ui/cn';

export interface SearchOption {
  /** DOM id, for aria-activedescendant. */
  id: string;
  group: 'beneficiaries' | 'projects';
  href: string;
  title: string;
  detail: string;
}

interface SearchListboxProps {
  id: string;
  options: SearchOption[];
  activeIndex: number;
  onChoose: (option: SearchOption) => void;
}

/**
 * The grouped listbox of the header combobox (WAI-ARIA APG pattern). Focus
 * stays in the input; the active option is pointed at by aria-activedescendant,
 * and a mouse press does not take the focus away before the click chooses.
 */
export function SearchListbox({ id, options, activeIndex, onChoose }: SearchListboxProps) {
  const { t } = useTranslation('staff');
  const groups = (['beneficiaries', 'projects'] as const).filter((group) =>
    options.some((option) => option.group === group),
  );
  return (
    <div id={id} role="listbox" aria-label={t('search.label')} className="max-h-[70vh] overflow-y-auto py-1">
      {groups.map((group) => (
        <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
          <div
            role="presentation"
            id={`${id}-${group}`}
            className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase"
          >
            {t(`search.groups.${group}`)}
          </div>
          {options
            .filter((option) => option.group === group)
            .map((option) => {
              const active = options.indexOf(option) === activeIndex;
              return (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm',
                    active ? 'bg-blue-50 text-blue-900' : 'hover:bg-muted',
                  )}
                >
                  <span className="block font-medium">{option.title}</span>
                  <span className="block text-xs text-slate-600">{option.detail}</span>
                </div>
              );
            })}
        </div>
      ))}
    </div>
  );
}
