import { Alert, Button, Card, Flex, List, Skeleton, Typography } from 'antd';
import { productAction } from '@platform/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueries, remoteState } from '../../api/queries';
import { getToken, useToken } from '../../auth';
import { LoadFailed } from '../../components/load-failed';
import { Link } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { ProductAccessTag } from '../../components/product-access-tag';
import { ProductLaunchTag } from '../../components/product-launch-tag';
import { useLocale, useT } from '../../i18n';
import { productPath } from '../../site-paths';
import { useStartTrial } from '../products/use-start-trial';

/**
 * 'Mine produkter': every active product with the user's access, and 'Åpne', 'Prøv gratis' (confirmed first) or, while
 * the product's area is not built, when it comes. A product's name leads to its page.
 */
export function MyProducts() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const access = accountQueries.productAccess(useToken());
  const query = useQuery(access);
  const state = remoteState(query);
  const retry = () => void query.refetch();
  // The answer to a started trial is the product's new access; the subscriptions page reads it afresh.
  const trial = useStartTrial((started) => {
    queryClient.setQueryData(access.queryKey, (data) =>
      data && { ...data, products: data.products.map((entry) => (entry.productId === started.productId ? started : entry)) },
    );
    void queryClient.invalidateQueries({ queryKey: accountQueries.subscriptions(getToken()).queryKey });
  });

  return (
    <Card title={t.account.products.title} style={{ marginTop: 24 }}>
      {state.status === 'loading' && <Skeleton active />}
      {state.status === 'failed' && <LoadFailed message={t.account.products.loadError} onRetry={retry} />}
      {state.status === 'ready' && (
        <List
          dataSource={state.data.products}
          locale={{ emptyText: t.account.products.empty }}
          renderItem={(access) => {
            const error = trial.errorFor(access.productId);
            const kind = productAction(access);
            const action =
              kind === 'coming' ? (
                <ProductLaunchTag key="coming" launchDate={access.launchDate} />
              ) : kind === 'open' ? (
                <LinkButton key="open" type="primary" to={productPath(locale, access.productId)}>
                  {t.account.products.open}
                </LinkButton>
              ) : (
                <Button key="try" loading={trial.pending === access.productId} onClick={() => trial.start(access)}>
                  {t.account.products.tryFree}
                </Button>
              );
            return (
              <List.Item actions={[action]} data-testid={`product-access-${access.productId}`}>
                <Flex vertical gap={8} style={{ width: '100%' }}>
                  <Flex align="center" gap={12} wrap>
                    <Link to={productPath(locale, access.productId)}>
                      <Typography.Text strong>{access.name}</Typography.Text>
                    </Link>
                    <ProductAccessTag access={access} isAdmin={state.data.isAdmin} />
                  </Flex>
                  {error && <Alert type="error" showIcon message={error} />}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
