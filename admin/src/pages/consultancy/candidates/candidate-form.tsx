import { CANDIDATE_STATUSES, validateCandidateInput, type PositionCandidate } from '@platform/shared';
import { RecordDialog, type FormField } from '../components/record-form';
import { CANDIDATES_RESOURCE, CANDIDATE_STATUS_LABELS, CONSULTANCY_TEXTS } from '../labels';

const T = CONSULTANCY_TEXTS.candidates;

/** The rating is set with the stars on the candidate's page, not in the form. */
export const CANDIDATE_FIELDS: FormField[] = [
  { name: 'applicantName', label: T.name },
  { name: 'email', label: T.email, kind: 'email' },
  { name: 'phone', label: T.phone },
  { name: 'position', label: T.position },
  { name: 'yearsExperience', label: T.years, kind: 'number' },
  {
    name: 'status',
    label: CONSULTANCY_TEXTS.status,
    kind: 'select',
    options: CANDIDATE_STATUSES.map((value) => ({ value, label: CANDIDATE_STATUS_LABELS[value] })),
  },
  { name: 'notes', label: T.notes, kind: 'notes' },
];

export const candidateFormValues = (candidate: PositionCandidate | null) => ({
  applicantName: candidate?.applicantName ?? '',
  email: candidate?.email ?? '',
  phone: candidate?.phone ?? '',
  position: candidate?.position ?? '',
  yearsExperience: candidate?.yearsExperience ?? null,
  status: candidate?.status ?? 'screening',
  rating: candidate?.rating ?? null,
  notes: candidate?.notes ?? '',
});

export const checkCandidate = (body: Record<string, unknown>) => validateCandidateInput(body);

export function CandidateDialog({ candidate, onClose }: { candidate: PositionCandidate | undefined; onClose: () => void }) {
  return (
    <RecordDialog<PositionCandidate>
      record={candidate}
      title={candidate ? T.editTitle(candidate.applicantName) : T.newTitle}
      resource={CANDIDATES_RESOURCE}
      fields={CANDIDATE_FIELDS}
      initialValues={candidateFormValues(candidate ?? null)}
      validate={checkCandidate}
      onClose={onClose}
    />
  );
}
