import { useState } from 'react';
import { useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Flex, Rate, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { CANDIDATE_STATUSES, formatConsultancyDate, type PositionCandidate } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { LoadOneFailed, StatusSelect, useRecordWrites } from '../components/detail-parts';
import { StatusTag } from '../components/status-tag';
import { AdaptedCvsOf } from '../cvs/adapted-cvs-of';
import { ContactHistory } from '../email/contact-history';
import { MAIL_TEXTS } from '../email/mail-labels';
import { SendEmailButton } from '../email/send-email-button';
import { CANDIDATES_RESOURCE, CANDIDATE_STATUS_LABELS, CONSULTANCY_TEXTS, NONE, consultancyTabPath } from '../labels';
import { CandidateDialog } from './candidate-form';

const T = CONSULTANCY_TEXTS.candidates;
const BACK = consultancyTabPath('proposals');

/**
 * /consultancy/proposals/:id: a candidate for a position; the stars and the status save at once. E-mails to the
 * applicant, the contact history and the CVs adapted for them.
 */
export function CandidatePage() {
  const { id = '' } = useParams();
  const { result: candidate, query } = useOne<PositionCandidate, HttpError>({
    resource: CANDIDATES_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const { change, confirmDelete } = useRecordWrites<PositionCandidate>(CANDIDATES_RESOURCE, BACK);
  const [editing, setEditing] = useState(false);

  if (query.error && query.error.statusCode !== 401) return <LoadOneFailed error={query.error} notFound={T.notFound} back={BACK} />;
  if (!candidate) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <RouteLinkButton to={BACK} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
            {CONSULTANCY_TEXTS.tabs.proposals}
          </RouteLinkButton>
          <Flex wrap gap={8} align="center" justify="space-between">
            <Space align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {candidate.applicantName}
              </Typography.Title>
              <StatusTag status={candidate.status} labels={CANDIDATE_STATUS_LABELS} />
            </Space>
            <Space wrap>
              <SendEmailButton
                recipient={{ email: candidate.email, name: candidate.applicantName }}
                candidateId={candidate.id}
                values={{ position: candidate.position }}
                noEmail={MAIL_TEXTS.noEmail.candidate}
              />
              <StatusSelect
                value={candidate.status}
                statuses={CANDIDATE_STATUSES}
                labels={CANDIDATE_STATUS_LABELS}
                onChange={(status) => void change(candidate.id, { status: status as PositionCandidate['status'] })}
              />
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {CONSULTANCY_TEXTS.edit}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(candidate, candidate.applicantName)}>
                {CONSULTANCY_TEXTS.delete}
              </Button>
            </Space>
          </Flex>
          <Descriptions bordered column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={T.rating}>
              {/* 1-5 stars; clicking the given star again clears the rating (null). */}
              <Rate
                value={candidate.rating ?? 0}
                aria-label={T.ratingOf(candidate.applicantName)}
                onChange={(stars) => void change(candidate.id, { rating: stars || null }, T.rated)}
              />
            </Descriptions.Item>
            <Descriptions.Item label={T.position}>{candidate.position || NONE}</Descriptions.Item>
            <Descriptions.Item label={T.email}>
              <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={T.phone}>{candidate.phone || NONE}</Descriptions.Item>
            <Descriptions.Item label={T.years}>{candidate.yearsExperience ?? NONE}</Descriptions.Item>
            <Descriptions.Item label={T.created}>{formatConsultancyDate(candidate.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={T.notes} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{candidate.notes || NONE}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        </Flex>
        <CandidateDialog candidate={editing ? candidate : undefined} onClose={() => setEditing(false)} />
      </Card>
      <ContactHistory candidateId={candidate.id} />
      <AdaptedCvsOf proposalId={candidate.id} />
    </Flex>
  );
}

export default CandidatePage;
