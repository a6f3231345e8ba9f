import { Flex, Typography } from 'antd';
import { useLocation } from 'react-router';
import { RequireUser } from '../../components/require-user';
import { useLocale } from '../../i18n';
import { signInPath } from '../../site-paths';
import { ListingsFrame } from './listings-frame';
import { useListingsTexts } from './listings-texts';
import { ListingWizard } from './wizard/listing-wizard';

/** /{locale}/products/property-listings/create: the listing wizard, for a signed-in user. */
export default function CreateListingPage() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <ListingsFrame pageTitle={texts.create.title}>
      <RequireUser signInPath={signInPath(locale, pathname)}>
        {(user) => (
          <Flex vertical gap={16}>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              {texts.create.title}
            </Typography.Title>
            <ListingWizard key={user.id} user={user} />
          </Flex>
        )}
      </RequireUser>
    </ListingsFrame>
  );
}
