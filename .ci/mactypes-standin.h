/* CI only (.ci/macos-headers): a stand-in for the short type names that macOS's MacTypes.h puts
   in scope of every Swift file that imports Foundation or Darwin. Copied into a temporary include
   folder as <libutil.h>, a header Linux does not have and the toolchain's SwiftGlibc.h includes when
   it exists, so these names become part of the Glibc module, which Foundation re-exports on Linux as
   it re-exports Darwin on macOS: a Swift file sees them exactly where it would see them on a Mac.
   Written for ScrollSim from the names MacTypes.h declares; the shapes are simplified (only a name
   can clash). Left out: the names the Swift importer maps to standard types instead of importing
   them (UInt8 ... SInt64, Float32, Float64, Boolean, UniChar), and Duration (Swift code that uses
   Swift's Duration next to `import Foundation` builds on macOS; how the importer keeps MacTypes'
   one apart was not checked). */
#ifndef SCROLLSIM_MACTYPES_STANDIN_H
#define SCROLLSIM_MACTYPES_STANDIN_H

struct Point { short v; short h; };
typedef struct Point Point;
typedef Point *PointPtr;
struct Rect { short top; short left; short bottom; short right; };
typedef struct Rect Rect;
typedef Rect *RectPtr;
typedef long Size;

typedef int Fixed;
typedef Fixed *FixedPtr;
typedef int Fract;
typedef Fract *FractPtr;
typedef unsigned int UnsignedFixed;
typedef UnsignedFixed *UnsignedFixedPtr;
typedef short ShortFixed;
typedef ShortFixed *ShortFixedPtr;
struct FixedPoint { Fixed x; Fixed y; };
typedef struct FixedPoint FixedPoint;
struct FixedRect { Fixed left; Fixed top; Fixed right; Fixed bottom; };
typedef struct FixedRect FixedRect;
struct Float32Point { float x; float y; };
typedef struct Float32Point Float32Point;
struct Float80 { short exp; unsigned short man[4]; };
typedef struct Float80 Float80;
struct Float96 { short exp[2]; unsigned short man[4]; };
typedef struct Float96 Float96;
typedef Float80 extended80;
typedef Float96 extended96;
struct wide { unsigned int lo; int hi; };
typedef struct wide wide;
struct UnsignedWide { unsigned int lo; unsigned int hi; };
typedef struct UnsignedWide UnsignedWide;

typedef char *Ptr;
typedef Ptr *Handle;
typedef short OSErr;
typedef int OSStatus;
typedef void *LogicalAddress;
typedef const void *ConstLogicalAddress;
typedef void *PhysicalAddress;
typedef unsigned char Byte;
typedef signed char SignedByte;
typedef Byte *BytePtr;
typedef unsigned long ByteCount;
typedef unsigned long ByteOffset;
typedef UnsignedWide AbsoluteTime;
typedef unsigned int OptionBits;
typedef unsigned long ItemCount;
typedef unsigned int PBVersion;
typedef short ScriptCode;
typedef short LangCode;
typedef short RegionCode;
typedef unsigned int FourCharCode;
typedef FourCharCode OSType;
typedef FourCharCode ResType;
typedef OSType *OSTypePtr;
typedef ResType *ResTypePtr;
typedef long (*ProcPtr)(void);
typedef void (*Register68kProcPtr)(void);
typedef ProcPtr UniversalProcPtr;
typedef ProcPtr *ProcHandle;
typedef UniversalProcPtr *UniversalProcHandle;
typedef void *PRefCon;
typedef void *URefCon;
typedef void *SRefCon;

typedef unsigned int UnicodeScalarValue;
typedef unsigned int UTF32Char;
typedef unsigned short UTF16Char;
typedef unsigned char UTF8Char;
typedef unsigned short *UniCharPtr;
typedef unsigned long UniCharCount;
typedef UniCharCount *UniCharCountPtr;
typedef unsigned char Str255[256];
typedef unsigned char Str63[64];
typedef unsigned char Str32[33];
typedef unsigned char Str31[32];
typedef unsigned char Str27[28];
typedef unsigned char Str15[16];
typedef unsigned char Str32Field[34];
typedef Str63 StrFileName;
typedef unsigned char *StringPtr;
typedef StringPtr *StringHandle;
typedef const unsigned char *ConstStringPtr;
typedef const unsigned char *ConstStr255Param;
typedef const unsigned char *ConstStr63Param;
typedef const unsigned char *ConstStr32Param;
typedef const unsigned char *ConstStr31Param;
typedef const unsigned char *ConstStr27Param;
typedef const unsigned char *ConstStr15Param;
typedef ConstStr63Param ConstStrFileNameParam;

typedef long CharParameter;
typedef unsigned char Style;
typedef short StyleParameter;
typedef Style StyleField;
typedef int TimeValue;
typedef long long TimeValue64;
typedef int TimeScale;
typedef wide CompTimeValue;
typedef struct TimeBaseRecord *TimeBase;
struct TimeRecord { CompTimeValue value; TimeScale scale; TimeBase base; };
typedef struct TimeRecord TimeRecord;
struct NumVersion { unsigned char nonRelRev; unsigned char stage; unsigned char minorAndBugRev; unsigned char majorRev; };
typedef struct NumVersion NumVersion;
union NumVersionVariant { NumVersion parts; unsigned int whole; };
typedef union NumVersionVariant NumVersionVariant;
typedef NumVersionVariant *NumVersionVariantPtr;
typedef NumVersionVariantPtr *NumVersionVariantHandle;
struct VersRec { NumVersion numericVersion; short countryCode; Str255 shortVersion; Str255 reserved; };
typedef struct VersRec VersRec;
typedef VersRec *VersRecPtr;
typedef VersRecPtr *VersRecHndl;
typedef unsigned char VHSelect;

#endif
