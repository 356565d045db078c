import { registerTranslations } from '@restaurant/shared';
import { ORDERING_LOADERS, ORDERING_NAMESPACE } from './loaders';

void registerTranslations(ORDERING_NAMESPACE, ORDERING_LOADERS);
