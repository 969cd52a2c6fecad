import { ListLoading } from '../../../components/ListLoading';
import { propertyTexts } from '../messages';

/** Spec §2: while a property table loads it reads 'Loading properties...'. */
export const PropertiesLoading = () => <ListLoading label={propertyTexts.loading} />;
