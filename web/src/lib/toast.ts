import { toast } from 'sonner';
import { showToaster } from './toaster';

// Parts of the app show toasts through this module, so that loading one mounts the app's Toaster.
showToaster();

export { toast };
