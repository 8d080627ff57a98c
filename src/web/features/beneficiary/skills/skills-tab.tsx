import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@web/ui/alert';
import { QueryStatus, TabPage } from '@web/features/beneficiary/shared/tab-page';
import { useSkillsAssessment } from './api/get-skills-assessment';
import { SkillsForm } from './skills-form';

/** Skills Assessment: a short self-assessment that feeds job matching. */
export function SkillsTab() {
  const { t } = useTranslation(['skills', 'validation']);
  const assessment = useSkillsAssessment();

  return (
    <TabPage title={t('title')} subtitle={t('subtitle')}>
      <Alert tone="info">
        {t('privacy')}{' '}
        <Link to="/beneficiary/settings" className="font-medium underline">
          {t('privacyLink')}
        </Link>
      </Alert>
      <QueryStatus query={assessment} namespace="skills" skeletons={['h-40 w-full', 'h-32 w-full']} />
      {assessment.data && <SkillsForm assessment={assessment.data.assessment} />}
    </TabPage>
  );
}
