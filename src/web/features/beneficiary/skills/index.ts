// What the beneficiary's other tabs may use of the skills tab: the profile summarises the assessment.
export { useSkillsAssessment } from './api/get-skills-assessment';
