import { useEffect, useRef } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { AreaComparison } from './area-comparison';
import { AreaDetailPanel } from './area-detail-panel';
import { areaParam, withParams } from './area-params';
import { AreasTable } from './areas-table';
import { useAreaStatistics } from './property-queries';
import { usePropertyTexts } from './property-texts';

/**
 * Every area's figures; an area chosen opens its detail, and a second area its comparison. Both live in the address
 * (?area=oslo-frogner&compare=bergen), so a link shows the same view.
 */
export function InsightsTab() {
  const texts = usePropertyTexts();
  const statistics = useAreaStatistics();
  const [params, setParams] = useSearchParams();
  const areaId = areaParam(params, 'area');
  const compared = areaParam(params, 'compare');
  const compareId = compared !== areaId ? compared : null;
  const update = (changes: Record<string, string | null>) => setParams(withParams(params, changes));
  const panel = useRef<HTMLDivElement>(null);
  // The detail opens above the table: bring it into view when an area is chosen far down the list.
  useEffect(() => {
    if (areaId) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [areaId, compareId]);

  return (
    <Flex vertical gap={24}>
      <div ref={panel} style={{ display: areaId ? undefined : 'none' }}>
        {areaId && compareId && (
          <AreaComparison
            firstId={areaId}
            secondId={compareId}
            onStop={() => update({ compare: null })}
            onClose={() => update({ area: null, compare: null })}
          />
        )}
        {areaId && !compareId && (
          <AreaDetailPanel id={areaId} onCompare={(id) => update({ compare: id })} onClose={() => update({ area: null, compare: null })} />
        )}
      </div>
      {!areaId && <Typography.Text type="secondary">{texts.insights.hint}</Typography.Text>}
      {statistics.isError ? (
        <LoadFailed message={texts.insights.loadError} onRetry={() => void statistics.refetch()} />
      ) : statistics.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <AreasTable areas={statistics.data.areas} selected={areaId} onOpen={(id) => update({ area: id, compare: null })} />
      )}
    </Flex>
  );
}
