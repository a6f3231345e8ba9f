import { Button, Flex, Image, Popconfirm, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { PRODUCT_IMAGE_TYPES, PRODUCT_LIMITS, PRODUCT_SETTINGS_MESSAGES } from '@platform/shared';
import { useFeaturedImage } from '../../hooks/use-product-actions';
import { useNotice } from '../../hooks/use-notice';
import { IMAGE_TEXTS } from '../../settings-labels';

const ACCEPTED = Object.keys(PRODUCT_IMAGE_TYPES).join(',');

/** Why a file cannot be the featured image, before it is sent (the server checks the content again); null if it may. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(file.type in PRODUCT_IMAGE_TYPES)) return PRODUCT_SETTINGS_MESSAGES.badImageType;
  if (file.size > PRODUCT_LIMITS.imageBytes) return PRODUCT_SETTINGS_MESSAGES.imageTooLarge;
  return null;
}

interface FeaturedImageFieldProps {
  productId: string;
  productName: string;
  /** The image the product has now (uploads and removals take effect at once, outside Lagre). */
  image: string | null;
}

/** The landing page's featured image: preview, upload (replacing it) and remove after asking. */
export function FeaturedImageField({ productId, productName, image }: FeaturedImageFieldProps) {
  const { upload, remove, busy } = useFeaturedImage(productId);
  const notice = useNotice();
  return (
    <Flex vertical gap={8} style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{IMAGE_TEXTS.label}</Typography.Title>
      {image && <Image src={image} alt={IMAGE_TEXTS.alt(productName)} width={320} style={{ objectFit: 'cover' }} />}
      <Flex gap={8} wrap>
        <Upload
          accept={ACCEPTED}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = imageProblem(file);
            if (problem) notice.error(problem);
            return problem ? Upload.LIST_IGNORE : true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            upload(file as File).then(
              () => onSuccess?.({}),
              (error: Error) => onError?.(error),
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {IMAGE_TEXTS.upload}
          </Button>
        </Upload>
        {image && (
          <Popconfirm title={IMAGE_TEXTS.removeConfirm} okText={IMAGE_TEXTS.remove} okButtonProps={{ danger: true }} onConfirm={remove}>
            <Button danger icon={<DeleteOutlined />} disabled={busy}>
              {IMAGE_TEXTS.remove}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Typography.Text type="secondary">{IMAGE_TEXTS.hint}</Typography.Text>
    </Flex>
  );
}
