import { useState } from 'react';
import { App, Button, Col, Empty, Row, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { MyPropertyListingCard } from '@platform/shared';
import { useLocation } from 'react-router';
import { useToken } from '../../auth';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { RequireUser } from '../../components/require-user';
import { useLocale } from '../../i18n';
import { createListingPath, signInPath } from '../../site-paths';
import { EditListingDialog } from './edit-listing-dialog';
import { ListingCard } from './listing-card';
import { listingQueries, useDeleteListing, usePublishListing } from './listings-api';
import { ListingsFrame } from './listings-frame';
import { CardSkeletons } from './listings-tab';
import { useListingsTexts } from './listings-texts';

/** /{locale}/products/property-listings/my-listings: the user's own listings, published or not, to edit, (un)publish or delete. */
export default function MyListingsPage() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <ListingsFrame pageTitle={texts.mine.title}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 8 }}>
        {texts.mine.title}
      </Typography.Title>
      <RequireUser signInPath={signInPath(locale, pathname)}>{() => <MyListings />}</RequireUser>
    </ListingsFrame>
  );
}

function MyListings() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const mine = useQuery(listingQueries.mine(useToken()));
  const [editing, setEditing] = useState<MyPropertyListingCard | null>(null);

  if (mine.isError) return <LoadFailed message={texts.mine.loadFailed} onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <CardSkeletons />;
  if (mine.data.length === 0) {
    return (
      <Empty description={texts.mine.empty}>
        <LinkButton type="primary" to={createListingPath(locale)}>
          {texts.mine.create}
        </LinkButton>
      </Empty>
    );
  }
  return (
    <>
      <Row gutter={[16, 16]}>
        {mine.data.map((listing) => (
          <Col key={listing.finnCode} xs={24} sm={12} lg={8}>
            <MyListing listing={listing} onEdit={() => setEditing(listing)} />
          </Col>
        ))}
      </Row>
      {editing && <EditListingDialog listing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function MyListing({ listing, onEdit }: { listing: MyPropertyListingCard; onEdit: () => void }) {
  const texts = useListingsTexts();
  const { message, modal } = App.useApp();
  const publish = usePublishListing();
  const remove = useDeleteListing();
  const published = listing.status === 'published';
  const failed = (error: Error) => void message.error(error instanceof ApiError && error.message ? error.message : texts.mine.actionFailed);

  const togglePublished = () =>
    publish.mutate(
      { finnCode: listing.finnCode, publish: !published },
      { onSuccess: () => void message.success(published ? texts.mine.unpublished : texts.mine.published), onError: failed },
    );

  const confirmDelete = () =>
    modal.confirm({
      title: texts.mine.deleteTitle(listing.title),
      content: texts.mine.deleteText,
      okText: texts.mine.deleteOk,
      okButtonProps: { danger: true },
      cancelText: texts.mine.cancel,
      // The dialog stays open, its button busy, until the server has answered.
      onOk: () =>
        remove.mutateAsync(listing.finnCode).then(
          () => void message.success(texts.mine.deleted),
          (error: Error) => failed(error),
        ),
    });

  return (
    <ListingCard
      listing={listing}
      saveable={false}
      extra={
        <span>
          <Tag color={published ? 'green' : 'default'} data-testid="status">
            {texts.mine.status[listing.status]}
          </Tag>
        </span>
      }
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit}>
          {texts.mine.edit}
        </Button>,
        <Button
          key="publish"
          type="text"
          icon={published ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          loading={publish.isPending}
          onClick={togglePublished}
        >
          {published ? texts.mine.unpublish : texts.mine.publish}
        </Button>,
        <Button key="delete" type="text" danger icon={<DeleteOutlined />} onClick={confirmDelete}>
          {texts.mine.delete}
        </Button>,
      ]}
    />
  );
}
