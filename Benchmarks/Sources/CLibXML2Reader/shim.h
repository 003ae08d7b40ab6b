#ifndef UIDESC_BENCH_CLIBXML2READER_SHIM_H
#define UIDESC_BENCH_CLIBXML2READER_SHIM_H
#include <libxml/xmlversion.h>
/* As in the main package's CLibXML2 shim: Debian's ICU headers clash with Foundation's copy of ICU. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#endif
