#include "csignals.h"
int scrollsim_placeholder(void) { return 0; }
