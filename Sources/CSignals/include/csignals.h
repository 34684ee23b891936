#ifndef SCROLLSIM_CSIGNALS_H
#define SCROLLSIM_CSIGNALS_H
int scrollsim_placeholder(void);
#endif
