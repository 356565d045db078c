// Imported by every exposed page: the `auth` namespace must be registered before a page asks for it.
import { registerAuthTranslations } from './register-auth-translations';

void registerAuthTranslations();
