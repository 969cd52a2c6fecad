import type { MediaItem } from '@common/api/property-media-items';
import { useMemo } from 'react';
import { useGetList, type Identifier } from 'react-admin';
import { galleryImages } from './carouselLogic';

/** The API's largest page: every media item of the property in one request. */
const ALL = { page: 1, perPage: 1000 };

/** The property's gallery images as the carousel shows them (spec §2: active 'Gallery' items with a link, by display order). */
export function useGalleryImages(propertyId: Identifier) {
  const { data, isPending, error, refetch, isFetching } = useGetList<MediaItem>(
    'property-media-items',
    { filter: { propertyId }, sort: { field: 'displayOrder', order: 'ASC' }, pagination: ALL },
    // One quiet retry, so a real failure shows its message within a couple of seconds.
    { retry: 1 },
  );
  const images = useMemo(() => data && galleryImages(data), [data]);
  return { images, isPending, error, retry: () => void refetch(), retrying: isFetching };
}
