import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Result, Spin, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PLAN_COMPANIES, PLAN_COMPANY_LABELS, exportPlan, planEmptyMessage, planExportFileName, type PlanExportFormat } from '@platform/shared';
import { useSearchParam } from '../../../hooks/use-search-param';
import { usePageTitle } from '../detail/use-page-title';
import { downloadPlan } from './plan-export';
import { PlanImportDialog } from './plan-import-dialog';
import { PLAN_TEXTS } from './plan-messages';
import { PlanTextDialog } from './plan-text-dialog';
import { PlanToolbar, type ExportAction } from './plan-toolbar';
import { PlanSections } from './sections/plan-sections';
import { usePlanIdeas } from './use-plan-ideas';
import { useSaveShortcut } from './use-save-shortcut';
import { useStrategicPlan } from './use-strategic-plan';

/** The strategic plan screen (/admin/ideas/strategy): one company's plan, its company kept in `?company=`. */
export function StrategicPlanPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [company, setCompany] = useSearchParam('company', PLAN_COMPANIES, 'overall');
  const state = useStrategicPlan(company);
  const { ideas, loading: ideasLoading, failed: ideasFailed } = usePlanIdeas(company);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [view, setView] = useState<{ format: PlanExportFormat; text: string; fileName: string } | null>(null);
  const emptyText = planEmptyMessage(company);
  const alertBox = useRef<HTMLDivElement>(null);
  // A save started with Ctrl+S far down the page still shows its failure.
  useEffect(() => {
    if (saveError) alertBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [saveError]);
  usePageTitle('Strategic Plan');

  const save = async () => {
    if (!state.plan || state.saving) return;
    setSaveError(null);
    const failure = await state.save();
    if (failure) setSaveError(failure);
    else message.success(PLAN_TEXTS.saved);
  };
  useSaveShortcut(state.plan !== null, () => void save());

  const runExport = ({ kind, format }: ExportAction) => {
    const now = new Date();
    if (kind === 'download') {
      downloadPlan(state.plan, company, ideas, format, now);
    } else {
      setView({ format, text: exportPlan(state.plan, company, ideas, format, now), fileName: planExportFileName(company, now, format) });
    }
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Link to="/ideas">
          <ArrowLeftOutlined /> Back to Ideas
        </Link>
      </div>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Strategic Plan
          </Typography.Title>
          <Typography.Text type="secondary">{PLAN_COMPANY_LABELS[company]}</Typography.Text>
          {state.plan && !state.stored && (
            <Tooltip title="No plan is saved for this company yet: it starts from the default goals and data sources.">
              <Tag color="gold" tabIndex={0}>
                Not saved yet
              </Tag>
            </Tooltip>
          )}
          {state.dirty && <Tag color="orange">Unsaved changes</Tag>}
        </Flex>
        <PlanToolbar
          company={company}
          onCompanyChange={(next) => {
            setSaveError(null);
            setCompany(next);
          }}
          disabled={state.plan === null}
          exportDisabled={ideasLoading}
          saving={state.saving}
          onImport={() => setImporting(true)}
          onExport={runExport}
          onSave={() => void save()}
        />
      </Flex>

      {saveError && (
        <div ref={alertBox}>
          <Alert type="error" showIcon closable message={saveError} onClose={() => setSaveError(null)} role="alert" />
        </div>
      )}
      {!ideasLoading && ideasFailed && <Alert type="warning" showIcon message={PLAN_TEXTS.ideasLoadFailed} />}
      {!ideasLoading && !ideasFailed && ideas.length === 0 && (
        <Alert
          type="info"
          showIcon
          message={emptyText}
          action={
            <Button size="small" icon={<PlusOutlined />} onClick={() => navigate('/ideas/new')}>
              New Idea
            </Button>
          }
        />
      )}

      {state.loading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" tip="Loading the strategic plan…">
            <div style={{ width: 160, height: 40 }} />
          </Spin>
        </Flex>
      ) : state.loadError || !state.plan ? (
        <Result status="error" title={state.loadError ?? PLAN_TEXTS.loadFailed} extra={<Button onClick={state.reload}>Try again</Button>} />
      ) : (
        // Keyed by company: a section's edit mode belongs to the plan it was opened on.
        <PlanSections key={company} plan={state.plan} update={state.update} ideas={ideas} ideasLoading={ideasLoading} emptyText={emptyText} />
      )}

      <PlanImportDialog
        open={importing}
        company={company}
        onClose={() => setImporting(false)}
        onImported={(plan) => {
          state.replace(plan);
          setSaveError(null);
          message.success(PLAN_TEXTS.imported);
        }}
      />
      <PlanTextDialog view={view} onClose={() => setView(null)} />
    </Flex>
  );
}

export default StrategicPlanPage;
