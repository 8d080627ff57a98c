import { Plus, Trash2, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclaredMember } from '@domain/households';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/ui/card';
import { LoadError } from '@web/ui/load-error';
import { Skeleton } from '@web/ui/skeleton';
import { useHouseholdMembers, useRemoveHouseholdMember } from './api/household-members';
import { HouseholdMemberForm } from './household-member-form';

function MemberRow({ member }: { member: DeclaredMember }) {
  const { t } = useTranslation('profile');
  const remove = useRemoveHouseholdMember();
  const facts = [
    t(`householdMembers.relationships.${member.relationship}`),
    member.birthYear === null ? null : t('householdMembers.born', { year: member.birthYear }),
    member.gender === null ? null : t(`options.gender.${member.gender}`),
  ].filter((fact): fact is string => fact !== null);

  async function removeMember() {
    try {
      await remove.mutateAsync(member.id);
      toast.success(t('householdMembers.removed', { name: member.name }));
    } catch (error) {
      toast.error(t('householdMembers.removeFailed', { message: errorMessage(error) }));
    }
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {member.name}
          {member.reconciliation === 'matched' && <Badge tone="green">{t('householdMembers.matched')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
      </div>
      {/* A member staff matched to the registry is the registry's record now: only staff change it. */}
      {member.reconciliation !== 'matched' && (
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => void removeMember()}>
          <Trash2 aria-hidden="true" />
          {t('householdMembers.remove')}
          <span className="sr-only"> {member.name}</span>
        </Button>
      )}
    </li>
  );
}

/** My household: the people the person lives with, as they declare them; staff reconcile them with the registry. */
export function HouseholdMembersSection() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const members = useHouseholdMembers();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  function closeForm() {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  const list = members.data?.members ?? [];
  const full = members.data !== undefined && list.length >= members.data.limit;

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle id={headingId} className="flex items-center gap-2">
            <Users className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t('householdMembers.title')}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{t('householdMembers.description')}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {members.isPending && <Skeleton className="h-20 w-full" />}
          {members.isError && (
            <LoadError
              error={members.error}
              message={t('householdMembers.loadFailed', { message: errorMessage(members.error) })}
              onRetry={() => void members.refetch()}
            />
          )}
          {members.data && list.length === 0 && <p className="text-sm">{t('householdMembers.empty')}</p>}
          {list.length > 0 && (
            <ul className="divide-y divide-border">
              {list.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </ul>
          )}
          {full && <p className="text-sm text-muted-foreground">{t('householdMembers.full')}</p>}
          {adding && <HouseholdMemberForm onDone={closeForm} />}
          {members.data && !adding && !full && (
            <Button ref={addButton} variant="outline" className="self-start" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              {t('householdMembers.addMember')}
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
