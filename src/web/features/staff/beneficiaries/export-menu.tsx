import { Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@domain/registry-search';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { downloadExport, type ExportRequest } from './api/download-export';

interface ExportMenuProps {
  label: string;
  /** What to export in the chosen format. */
  request: (format: ExportFormat) => ExportRequest;
  variant?: 'outline' | 'ghost';
}

/** Export as CSV or Excel; the file is written by the server and audited there. */
export function ExportMenu({ label, request, variant = 'outline' }: ExportMenuProps) {
  const { t } = useTranslation('staff-registry');
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadExport(request(format));
      toast.success(t('export.done'));
    } catch (error) {
      toast.error(t('export.failed'), { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant={variant} disabled={busy}>
          {busy ? <Spinner /> : <Download aria-hidden="true" />}
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-md border border-border bg-white p-1 shadow-lg"
        >
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenu.Item
              key={format}
              onSelect={() => void run(format)}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
            >
              {t(`export.formats.${format}`)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
