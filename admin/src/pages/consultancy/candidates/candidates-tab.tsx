import { Flex, Rate, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { CANDIDATE_STATUSES, formatConsultancyDate, type PositionCandidate } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { ListToolbar, RecordsTable, RowActions } from '../components/list-parts';
import { StatusTag } from '../components/status-tag';
import { useConsultancyList } from '../components/use-consultancy-list';
import { CANDIDATES_RESOURCE, CANDIDATE_STATUS_LABELS, CONSULTANCY_TEXTS, NEW_CANDIDATE_PATH, NONE, candidatePath } from '../labels';

const T = CONSULTANCY_TEXTS.candidates;

/** Prosjektforslag: candidates for a position, with their stage and rating; a row opens the candidate. */
export function CandidatesTab() {
  const navigate = useNavigate();
  const list = useConsultancyList<PositionCandidate>(CANDIDATES_RESOURCE);

  const columns: TableColumnsType<PositionCandidate> = [
    {
      title: T.name,
      key: 'applicantName',
      render: (_, candidate) => (
        <Flex vertical>
          <Link to={candidatePath(candidate.id)}>{candidate.applicantName}</Link>
          <Typography.Text type="secondary">{candidate.email}</Typography.Text>
        </Flex>
      ),
    },
    { title: T.position, dataIndex: 'position', key: 'position', render: (position: string) => position || NONE },
    { title: T.years, dataIndex: 'yearsExperience', key: 'yearsExperience', render: (years: number | null) => years ?? NONE },
    {
      title: CONSULTANCY_TEXTS.status,
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} labels={CANDIDATE_STATUS_LABELS} />,
    },
    {
      title: T.rating,
      dataIndex: 'rating',
      key: 'rating',
      render: (_, candidate) => (
        <Rate disabled value={candidate.rating ?? 0} aria-label={T.ratingOf(candidate.applicantName)} style={{ fontSize: 14 }} />
      ),
    },
    { title: T.created, dataIndex: 'createdAt', key: 'createdAt', render: (createdAt: string) => formatConsultancyDate(createdAt) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 80,
      render: (_, candidate) => <RowActions name={candidate.applicantName} onDelete={() => list.confirmDelete(candidate, candidate.applicantName)} />,
    },
  ];

  return (
    <>
      <ListToolbar search={T} statuses={CANDIDATE_STATUSES} labels={CANDIDATE_STATUS_LABELS} status={list.status} q={list.q} onFilter={list.filterBy}>
        <RouteLinkButton to={NEW_CANDIDATE_PATH} type="primary" icon={<PlusOutlined />}>
          {T.newTitle}
        </RouteLinkButton>
      </ListToolbar>
      <RecordsTable<PositionCandidate> list={list} columns={columns} texts={T} onOpen={(candidate) => navigate(candidatePath(candidate.id))} />
    </>
  );
}
