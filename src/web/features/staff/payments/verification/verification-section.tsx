import { ClipboardCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SAMPLE_PERCENT, MINIMUM_SAMPLE_SIZE, type VerificationItem } from '@domain/payment-verification';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/ui/dialog';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useDrawSample } from './api/draw-sample';
import { useBatchVerification } from './api/get-batch-verification';
import { AnswerForm } from './answer-form';
import { SampleList } from './sample-list';
import { VerificationSummary } from './verification-summary';

function DrawSampleForm({ batchId }: { batchId: string }) {
  const { t } = useTranslation('staff-verification');
  const percentId = useId();
  const [percent, setPercent] = useState(DEFAULT_SAMPLE_PERCENT);
  const drawSample = useDrawSample(batchId);
  const draw = () =>
    drawSample.mutate(percent, {
      onError: (error) => toast.error(t('draw.failed'), { description: errorMessage(error) }),
    });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('draw.explanation', { minimum: MINIMUM_SAMPLE_SIZE })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={percentId}>{t('draw.percent')}</Label>
          <Input
            id={percentId}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            className="w-28"
            value={percent}
            onChange={(event) => setPercent(Math.min(100, Math.max(1, Number(event.target.value) || 1)))}
          />
        </div>
        <Button onClick={draw} disabled={drawSample.isPending}>
          <ClipboardCheck aria-hidden="true" />
          {t(drawSample.isPending ? 'draw.busy' : 'draw.submit')}
        </Button>
      </div>
    </div>
  );
}

/** Post-distribution monitoring on the batch page: draw the sample, call each person, read the findings. */
export function VerificationSection({ batchId }: { batchId: string }) {
  const { t, i18n } = useTranslation('staff-verification');
  const headingId = useId();
  const verification = useBatchVerification(batchId);
  const [answering, setAnswering] = useState<VerificationItem | null>(null);
  const data = verification.data;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {verification.isPending && <Skeleton className="h-24 w-full" />}
          {verification.isError && <LoadError error={verification.error} onRetry={() => void verification.refetch()} />}
          {data && !data.eligible && !data.sample && <p className="text-muted-foreground">{t('notYet')}</p>}
          {data && data.eligible && !data.sample && <DrawSampleForm batchId={batchId} />}
          {data?.sample && (
            <>
              <p className="text-sm text-muted-foreground">
                {t('drawnOn', {
                  percent: data.sample.percent,
                  minimum: data.sample.minimum,
                  date: formatDateTime(data.sample.drawnAt, i18n.language),
                })}
              </p>
              <VerificationSummary summary={data.summary} />
              <SampleList items={data.items} onAnswer={setAnswering} />
            </>
          )}
        </CardContent>
        <Dialog open={answering !== null} onOpenChange={(open) => !open && setAnswering(null)}>
          <DialogContent>
            {answering && (
              <>
                <DialogTitle>{t('form.title', { name: answering.name })}</DialogTitle>
                <DialogDescription>
                  {t('form.description', { phone: answering.phoneNumber ?? t('noPhone') })}
                </DialogDescription>
                <AnswerForm batchId={batchId} item={answering} onDone={() => setAnswering(null)} />
              </>
            )}
          </DialogContent>
        </Dialog>
      </Card>
    </section>
  );
}
