import { Card, Flex, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { PositionCandidate } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { RecordForm } from '../components/record-form';
import { CANDIDATES_RESOURCE, CONSULTANCY_TEXTS, candidatePath, consultancyTabPath } from '../labels';
import { CANDIDATE_FIELDS, candidateFormValues, checkCandidate } from './candidate-form';

const BACK = consultancyTabPath('proposals');

/** /consultancy/proposals/new: a new candidate; on success, the candidate's page. */
export function NewCandidatePage() {
  const navigate = useNavigate();
  return (
    <Card>
      <Flex vertical gap={16}>
        <RouteLinkButton to={BACK} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
          {CONSULTANCY_TEXTS.tabs.proposals}
        </RouteLinkButton>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {CONSULTANCY_TEXTS.candidates.newTitle}
        </Typography.Title>
        <RecordForm<PositionCandidate>
          resource={CANDIDATES_RESOURCE}
          fields={CANDIDATE_FIELDS}
          record={null}
          initialValues={candidateFormValues(null)}
          validate={checkCandidate}
          onCancel={() => navigate(BACK)}
          onSaved={(candidate) => navigate(candidatePath(candidate.id))}
        />
      </Flex>
    </Card>
  );
}

export default NewCandidatePage;
