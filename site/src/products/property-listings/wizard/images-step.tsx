import { useRef, useState } from 'react';
import { Alert, Flex, Typography, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LISTING_DRAFT_TEXTS, LISTING_IMAGE_BYTES_MAX, LISTING_IMAGES_MAX } from '@platform/shared';
import { useLocale } from '../../../i18n';
import { useListingsTexts } from '../listings-texts';

/** A chosen picture: the file sent on publish, and a local address for its preview. */
export interface WizardImage {
  uid: string;
  file: File;
  url: string;
}

/** The types the server takes (it checks the content too). */
export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

let imageCount = 0;

/** A local address for a chosen file's preview (none where the browser cannot make one). */
export function imageFor(file: File): WizardImage {
  imageCount += 1;
  const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  return { uid: `listing-image-${imageCount}`, file, url };
}

export function releaseImage(image: WizardImage): void {
  if (image.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.url);
}

interface ImagesStepProps {
  images: WizardImage[];
  onChange: (images: WizardImage[]) => void;
  /** The server's word on the pictures, if it refused them. */
  error?: string;
}

/**
 * Pictures of image types only, at most LISTING_IMAGES_MAX, shown with their previews; nothing is uploaded before
 * the listing is published.
 */
export function ImagesStep({ images, onChange, error }: ImagesStepProps) {
  const words = useListingsTexts().wizard;
  const locale = useLocale();
  const keys = LISTING_DRAFT_TEXTS[locale];
  const [refusal, setRefusal] = useState<string | null>(null);
  // Several files chosen at once arrive one by one before the list re-renders: count them here.
  const current = useRef(images);
  current.current = images;

  function add(file: File) {
    if (!(LISTING_IMAGE_TYPES as readonly string[]).includes(file.type)) return setRefusal(keys['form.imageType']);
    if (file.size > LISTING_IMAGE_BYTES_MAX) return setRefusal(keys['form.imageTooLarge']);
    if (current.current.length >= LISTING_IMAGES_MAX) return setRefusal(keys['form.imagesTooMany']);
    setRefusal(null);
    current.current = [...current.current, imageFor(file)];
    onChange(current.current);
  }

  function remove(file: UploadFile) {
    const gone = current.current.find((image) => image.uid === file.uid);
    if (gone) releaseImage(gone);
    current.current = current.current.filter((image) => image.uid !== file.uid);
    setRefusal(null);
    onChange(current.current);
  }

  const fileList: UploadFile[] = images.map((image) => ({
    uid: image.uid,
    name: image.file.name,
    status: 'done',
    url: image.url || undefined,
    thumbUrl: image.url || undefined,
  }));

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {words.images.intro}
      </Typography.Paragraph>
      <Alert type="info" showIcon message={words.images.notKept} />
      <Upload
        listType="picture-card"
        accept={LISTING_IMAGE_TYPES.join(',')}
        multiple
        fileList={fileList}
        beforeUpload={(file) => {
          add(file);
          // Kept here and sent with the listing, not uploaded by the component.
          return false;
        }}
        onRemove={(file) => {
          remove(file);
          return false;
        }}
        showUploadList={{ showPreviewIcon: false }}
      >
        {images.length < LISTING_IMAGES_MAX && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{words.images.add}</div>
          </button>
        )}
      </Upload>
      <Typography.Text data-testid="images-count">{words.images.count(images.length, LISTING_IMAGES_MAX)}</Typography.Text>
      {(refusal ?? error) && <Alert type="error" showIcon message={refusal ?? error} />}
    </Flex>
  );
}
