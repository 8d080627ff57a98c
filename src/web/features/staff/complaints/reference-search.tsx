import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';

interface ReferenceSearchProps {
  reference: string | undefined;
  onSearch: (reference: string | undefined) => void;
}

/** The help desk's way in: the person quotes their reference and the officer finds that case, open or closed. */
export function ReferenceSearch({ reference, onSearch }: ReferenceSearchProps) {
  const { t } = useTranslation('staff-feedback');
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('reference');
        onSearch(typeof value === 'string' && value.trim() ? value.trim() : undefined);
      }}
    >
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <FormField label={t('queue.reference')} hint={t('queue.referenceHint')}>
          <Input
            key={reference ?? ''}
            name="reference"
            defaultValue={reference ?? ''}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
          />
        </FormField>
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {t('queue.find')}
      </Button>
      {reference && (
        <Button type="button" variant="ghost" onClick={() => onSearch(undefined)}>
          {t('queue.clearReference')}
        </Button>
      )}
    </form>
  );
}
