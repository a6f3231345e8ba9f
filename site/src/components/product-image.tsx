import { useLayoutEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@platform/shared';


interface Props {
  src: string | null | undefined;
  alt: string;
  height: number;
  background?: string;
  /** 'cover' fills the frame (cropping what does not fit); 'contain' shows the whole picture. */
  fit?: 'cover' | 'contain';
}

/** A product picture: a skeleton until it has loaded or failed; the placeholder picture when it fails or is missing. */
export function ProductImage(props: Props) {
  // A new picture in the same slot starts over.
  return <ImageWithSkeleton key={props.src ?? ''} {...props} />;
}

function ImageWithSkeleton({ src, alt, height, background = '#f5f5f5', fit = 'cover' }: Props) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const shown = status === 'failed' || !src ? PRODUCT_PLACEHOLDER_IMAGE : src;
  const image = useRef<HTMLImageElement>(null);
  // A picture the browser has already (the landing's first screen loaded it) shows at once, without the skeleton.
  useLayoutEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setStatus('loaded');
  }, []);

  return (
    <div style={{ position: 'relative', height, background, overflow: 'hidden' }}>
      {status === 'loading' && (
        <div data-testid="image-skeleton" style={{ position: 'absolute', inset: 0, display: 'grid' }}>
          <Skeleton.Image active style={{ width: '100%', height }} />
        </div>
      )}
      <img
        ref={image}
        src={shown}
        alt={alt}
        onLoad={() => setStatus((previous) => (previous === 'loading' ? 'loaded' : previous))}
        // Once on the placeholder a further error changes nothing, so a missing placeholder cannot loop.
        onError={() => setStatus('failed')}
        style={{
          width: '100%',
          height: '100%',
          objectFit: fit,
          display: 'block',
          opacity: status === 'loading' ? 0 : 1,
          transition: 'opacity 0.3s',
        }}
      />
    </div>
  );
}
